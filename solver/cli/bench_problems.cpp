// The problems of `dawson bench`: a fixed list, compiled in, so that the
// signature (the total node count) depends only on the version of Dawson.
// Help, series and battle play from the bundled collection and the oracle
// set. Changing this list changes every signature: don't, without reason.

#include "cli/bench_problems.hpp"

namespace dawson::cli {

std::string_view bench_problems() {
    return R"(BeginProblem
Stipulation h#2
Pieces White Kh2 KAd4 KHe7 KAf8 RHb1 Gh3 Bc3 Nd8 DGe5
       Black Kf6 RHb7 CGb6 LIg3 Ph7 RHf3 Ra3 G3c8
NextProblem
Stipulation h#2.5
Pieces White Ke5 Lb7 Bc3 Gh2 RHg1
       Black Kh7 BHh1 Se1 Pa2 CAb8 G2a6 NHb6
NextProblem
Stipulation ser-h#4
Pieces White Kb8 Gh5 Sb1 DGh3
       Black Ke1 Bd1 Bc1 RHa2 G2b5 Sd3
NextProblem
Stipulation #3
Pieces White Kf2 ALd4 KHh2 Qf1 CGa2 Bc4
       Black Ka4 EQd5 Gf5
NextProblem
Stipulation #3
Option Variation
Pieces White Kh5 Na1 EQc6 Gb5 NHd4 Sa5 Qd2 NHc1
       Black Ka3 RLd3 RLb6 Qc7 Pe2
NextProblem
Stipulation s#3
Pieces White Kh1 Gd1 DGf1 Ng2 Qh3
       Black Kf3 Pg3 Pf4 KAa6
NextProblem
Stipulation r#2
Option Variation
Pieces White Ke7 G2h2 Gh5 BHf2
       Black Kh1 G3g2 LIf1 Ph3 Pe2 Qe1 Sd3
NextProblem
Stipulation h#3
Pieces White Ke4 Rb2 Lg1 LIg4
       Black Ke2 NHh4 Pa7 BHf7 Pa5 WEb1
NextProblem
Stipulation ser-#3
Pieces White Kc1 Gh7 Bd8 FEa4 BLc2 Lc5
       Black Ka5 Pf5 CAc8 Pb6 Qb4 ALh6
Twin Move c1 e5
Twin Remove c5
NextProblem
Stipulation ser-#4
Condition HopperMove
Pieces White HSa2 HSb2 HSc2 HSd2 HSe2 HSf2 HSg2 HSh2 Ra1 Sb1 Bc1 Qd1 Ke1 Bf1 Sg1 Rh1
       Black Ra8 Sb8 Bc8 Qd8 Ke8 Bf8 Sg8 Rh8 HSa7 HSb7 HSc7 HSd7 HSe7 HSf7 HSg7 HSh7
NextProblem
Stipulation h#2.5
Pieces White Pa3 Pb3 Pg3 Ph3 JWa2 JFb2 Pc2 Pd2 Pe2 Pf2 JFg2 JWh2 Ra1 Sb1 Bc1 Qd1 Ke1 Bf1 Sg1 Rh1
       Black Ra8 Sb8 Bc8 Qd8 Ke8 Bf8 Sg8 Rh8 JWa7 JFb7 Pc7 Pd7 Pe7 Pf7 JFg7 JWh7 Pa6 Pb6 Pg6 Ph6
NextProblem
Stipulation h#3
Pieces White Ke8 Rh4 Pc6 NHh3
       Black Kc5 Rf3 EQe7
NextProblem
Stipulation ser-h#4
Pieces White Kh5 RHg7 Qd6 DAd1
       Black Kf8 FEd8 WEb7 EQc1 Bg5 EQg6
Twin Move g5 g2
NextProblem
Stipulation h#2.5
Pieces White Kg3 KHh3 G2g8 Bh2 Pg7
       Black Kf7 Qg5 Gd7 Nf2 Pd6 Ba5 Se6
EndProblem
)";
}

}  // namespace dawson::cli
