#include "core/records/recordeval.h"

#include "core/rules/notation.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <iterator>

namespace flagfall {

namespace {

constexpr std::string_view kTag = "Analysis";
constexpr std::array<std::string_view, 4> kMarkWords{"", "inaccuracy", "mistake", "blunder"};
// By ReasonKind, and whether its second number is a rank (else a percentage).
constexpr std::array<std::string_view, 6> kReasonWords{
    "", "known-stronger", "bomb-risk", "loss-risk", "exposed", "missed-capture"};
constexpr bool reasonHasTarget(ReasonKind k)
{
    return k == ReasonKind::KnownStronger || k == ReasonKind::Exposed ||
           k == ReasonKind::MissedCapture;
}

std::string milliText(int milli)
{
    const int v = std::clamp(milli, 0, 1000);
    std::string out = std::to_string(v / 1000);
    out += '.';
    out += static_cast<char>('0' + v % 1000 / 100);
    out += static_cast<char>('0' + v % 100 / 10);
    out += static_cast<char>('0' + v % 10);
    return out;
}

// "0.625" or "1.000": exactly three decimals, 0 to 1.
std::optional<int> parseMilli(std::string_view t)
{
    if (t.size() != 5 || t[1] != '.' || (t[0] != '0' && t[0] != '1')) return std::nullopt;
    int v = 0;
    for (std::size_t i = 2; i < 5; ++i) {
        if (t[i] < '0' || t[i] > '9') return std::nullopt;
        v = v * 10 + (t[i] - '0');
    }
    if (t[0] == '1') return v == 0 ? std::optional<int>(1000) : std::nullopt;
    return v;
}

std::optional<int> parsePercent(std::string_view t)
{
    int v = -1;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec != std::errc{} || end != t.data() + t.size() || t.size() > 3 || v < 0 || v > 100)
        return std::nullopt;
    return v;
}

std::optional<Rank> parseRank(std::string_view t)
{
    if (t.size() != 1) return std::nullopt;
    return rankFromChar(t[0]);
}

std::vector<std::string_view> words(std::string_view text)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ' ') {
            ++i;
            continue;
        }
        const std::size_t end = std::min(text.find(' ', i), text.size());
        out.push_back(text.substr(i, end - i));
        i = end;
    }
    return out;
}

std::optional<MoveReason> parseReason(const std::vector<std::string_view>& w, std::size_t at)
{
    if (w.size() != at + 3) return std::nullopt;
    const auto kind = std::find(kReasonWords.begin() + 1, kReasonWords.end(), w[at]);
    if (kind == kReasonWords.end()) return std::nullopt;
    MoveReason r;
    r.kind = static_cast<ReasonKind>(std::distance(kReasonWords.begin(), kind));
    const auto piece = parseRank(w[at + 1]);
    if (!piece) return std::nullopt;
    r.piece = *piece;
    if (reasonHasTarget(r.kind)) {
        const auto target = parseRank(w[at + 2]);
        if (!target) return std::nullopt;
        r.target = *target;
    } else {
        const auto percent = parsePercent(w[at + 2]);
        if (!percent) return std::nullopt;
        r.percent = *percent;
    }
    return r;
}

} // namespace

std::string evalCommentText(const PlyEval& e)
{
    std::string out = "eval ";
    out.append(milliText(e.before)).append(" ").append(milliText(e.after));
    if (e.mark != MoveMark::None) out.append(" ").append(kMarkWords[int(e.mark)]);
    if (!e.best.isNull()) out.append(" best ").append(moveText(e.best));
    const MoveReason& r = e.reason;
    if (r.kind != ReasonKind::None) {
        out.append(" why ").append(kReasonWords[int(r.kind)]).append(" ");
        out += pieceChar(r.piece);
        out += ' ';
        if (reasonHasTarget(r.kind))
            out += pieceChar(r.target);
        else
            out.append(std::to_string(r.percent));
    }
    return out;
}

std::optional<PlyEval> parseEvalComment(std::string_view text, int ply)
{
    if (text.size() > 200) return std::nullopt; // far longer than any eval: an ordinary comment
    const auto w = words(text);
    if (w.size() < 3 || w[0] != "eval") return std::nullopt;
    PlyEval e;
    e.ply = ply;
    const auto before = parseMilli(w[1]), after = parseMilli(w[2]);
    if (!before || !after) return std::nullopt;
    e.before = *before, e.after = *after;
    std::size_t at = 3;
    const auto mark = at < w.size() ? std::find(kMarkWords.begin() + 1, kMarkWords.end(), w[at])
                                    : kMarkWords.end();
    if (mark != kMarkWords.end()) {
        e.mark = static_cast<MoveMark>(std::distance(kMarkWords.begin(), mark));
        ++at;
    }
    if (at + 1 < w.size() && w[at] == "best") {
        const auto m = parseMove(w[at + 1]);
        if (!m || !isMoveText(*m, w[at + 1])) return std::nullopt;
        e.best = *m;
        at += 2;
    }
    if (at < w.size() && w[at] == "why") {
        const auto reason = parseReason(w, at + 1);
        if (!reason) return std::nullopt;
        e.reason = *reason;
        at = w.size();
    }
    if (at != w.size()) return std::nullopt;
    return e;
}

std::optional<int> parseAnalysisLevel(std::string_view value)
{
    if (value.size() != 7 || value.substr(0, 6) != "level ") return std::nullopt;
    const char c = value[6];
    if (c < '1' || c > '5') return std::nullopt;
    return c - '0';
}

bool isEvalComment(const RecordComment& c)
{
    return c.ply > 0 && parseEvalComment(c.text, c.ply).has_value();
}

std::optional<StoredAnalysis> readAnalysis(const GameRecord& record)
{
    const RecordTag* tag = record.findTag(kTag);
    const auto level = tag ? parseAnalysisLevel(tag->value) : std::nullopt;
    if (!level) return std::nullopt;
    StoredAnalysis a;
    a.level = *level;
    const int plies = static_cast<int>(record.moves.size());
    std::vector<bool> seen(static_cast<std::size_t>(plies) + 1, false);
    for (const RecordComment& c : record.comments) {
        if (c.ply < 1 || c.ply > plies || seen[static_cast<std::size_t>(c.ply)]) continue;
        if (auto e = parseEvalComment(c.text, c.ply)) {
            seen[static_cast<std::size_t>(c.ply)] = true;
            a.plies.push_back(*e);
        }
    }
    std::stable_sort(a.plies.begin(), a.plies.end(),
                     [](const PlyEval& x, const PlyEval& y) { return x.ply < y.ply; });
    return a;
}

void writeAnalysis(GameRecord& record, const StoredAnalysis& analysis)
{
    std::string level = "level ";
    level.append(std::to_string(analysis.level));
    record.setTag(std::string(kTag), level);
    std::vector<RecordComment> kept;
    kept.reserve(record.comments.size() + analysis.plies.size());
    auto next = analysis.plies.begin();
    const auto flushUpTo = [&](int ply) {
        for (; next != analysis.plies.end() && next->ply <= ply; ++next)
            kept.push_back({next->ply, evalCommentText(*next)});
    };
    for (const RecordComment& c : record.comments) {
        if (isEvalComment(c)) continue;
        flushUpTo(c.ply - 1);
        kept.push_back(c);
    }
    flushUpTo(static_cast<int>(record.moves.size()));
    record.comments = std::move(kept);
}

void removeAnalysis(GameRecord& record)
{
    record.removeTag(kTag);
    std::erase_if(record.comments, [](const RecordComment& c) { return isEvalComment(c); });
}

} // namespace flagfall
