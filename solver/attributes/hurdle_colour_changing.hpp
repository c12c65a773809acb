#pragma once
// Which kinds may be HurdleColourChanging: Popeye 4.104 allows the
// attribute (and Bul, Dob) only on hoppers that hop one hurdle on a line
// (simple hoppers, lions, the contragrasshopper) and refuses it elsewhere.

#include "pieces/catalogue.hpp"

namespace dawson::attributes {

bool hops_one_hurdle(pieces::PieceKind k);

}  // namespace dawson::attributes
