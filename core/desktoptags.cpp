#include "desktoptags.h"

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

void set(std::vector<RecordTag>& tags, std::string_view name, std::string value)
{
    for (RecordTag& t : tags)
        if (t.name == name) return void(t.value = std::move(value));
    tags.push_back({std::string(name), std::move(value), 0});
}

// A count: written when more than 0, else an old value goes.
void setCount(std::vector<RecordTag>& tags, std::string_view name, int n)
{
    if (n > 0) return set(tags, name, std::to_string(n));
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
        set(tags, "Level", std::to_string(d.level));
        set(tags, "Human", d.human == Side::Red ? "red" : "blue");
    }
    set(tags, "Opponent", d.hotSeat ? "human" : "computer");
    set(tags, "Serious", d.serious ? "yes" : "no");
    setCount(tags, "Undos", d.undos);
    setCount(tags, "Hints", d.hints);
}

bool isDesktopTag(std::string_view name)
{
    for (std::string_view n : kNames)
        if (n == name) return true;
    return false;
}

} // namespace flagfall
