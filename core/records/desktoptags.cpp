#include "core/records/desktoptags.h"

#include <cctype>
#include <charconv>

namespace flagfall {

namespace {

constexpr std::string_view kNames[] = {"Opponent", "Human", "Level", "Serious", "Undos", "Hints"};

int number(const std::string& text)
{
    int n = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
    return error == std::errc() && end == text.data() + text.size() && n > 0 ? n : 0;
}

// A count: written when more than 0, else an old value goes.
void setCount(std::vector<RecordTag>& tags, std::string_view name, int n)
{
    if (n > 0) return setTag(tags, name, std::to_string(n));
    std::erase_if(tags, [name](const RecordTag& t) { return t.name == name; });
}

} // namespace

bool hasDesktopTags(const GameRecord& record)
{
    return record.findTag("Opponent") != nullptr;
}

DesktopTags readDesktopTags(const GameRecord& record)
{
    DesktopTags d;
    d.hotSeat = record.tag("Opponent") == "human";
    d.human = record.tag("Human") == "blue" ? Side::Blue : Side::Red;
    d.level = number(record.tag("Level"));
    d.serious = record.tag("Serious") == "yes";
    d.undos = number(record.tag("Undos"));
    d.hints = number(record.tag("Hints"));
    return d;
}

void writeDesktopTags(const DesktopTags& d, std::vector<RecordTag>& tags)
{
    if (!d.hotSeat) {
        setTag(tags, "Level", std::to_string(d.level));
        setTag(tags, "Human", d.human == Side::Red ? "red" : "blue");
    }
    setTag(tags, "Opponent", d.hotSeat ? "human" : "computer");
    setTag(tags, "Serious", d.serious ? "yes" : "no");
    setCount(tags, "Undos", d.undos);
    setCount(tags, "Hints", d.hints);
}

bool isDesktopTag(std::string_view name)
{
    for (std::string_view n : kNames)
        if (n == name) return true;
    return false;
}

std::optional<Side> humanSide(const GameRecord& record)
{
    std::string value = record.tag("Human");
    for (char& c : value) c = char(std::tolower(static_cast<unsigned char>(c)));
    if (value == "red") return Side::Red;
    if (value == "blue") return Side::Blue;
    return std::nullopt;
}

void setHumanSide(GameRecord& record, Side side)
{
    record.setTag("Human", side == Side::Red ? "red" : "blue");
}

std::string computerName(int level)
{
    return std::string("Computer (level ").append(std::to_string(level)).append(")");
}

std::optional<int> computerLevel(std::string_view name)
{
    constexpr std::string_view head = "Computer (level ";
    if (!name.starts_with(head) || !name.ends_with(")")) return std::nullopt;
    const std::string digits(name.substr(head.size(), name.size() - head.size() - 1));
    const int level = number(digits);
    if (level <= 0 || std::to_string(level) != digits) return std::nullopt;
    return level;
}

} // namespace flagfall
