#include "core/ai/beliefs/priortable.h"

namespace flagfall::ai {

const PriorTable& humanPrior(Variant v)
{
    return v == Variant::Classic ? kClassicPrior : kBarragePrior;
}

} // namespace flagfall::ai
