// Royal (Popeye 4.104): a royal piece of any kind stands in for its side's
// king. Check, mate and stalemate are judged on it; it needs no hook, as
// Position::king() answers with the royal piece's square and every check
// test asks that.

#include "attributes/attribute.hpp"

namespace dawson::attributes {

AttributeDef royal() {
    return {position::Attribute::Royal, "a piece of any kind that stands in for the king", nullptr};
}

}  // namespace dawson::attributes
