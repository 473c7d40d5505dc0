// The result of parsing user input: a value, or an error that says where and what was wrong.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace flagfall {

struct ParseError {
    ParseError() = default;
    ParseError(int line_, int column_, std::string message_, std::string key_ = {},
               std::vector<std::string> args_ = {})
        : line(line_), column(column_), message(std::move(message_)), key(std::move(key_)),
          args(std::move(args_))
    {
    }

    int line = 0;   // 1-based; 0 when the input has no lines (a bare string)
    int column = 0; // 1-based; 0 when not known
    std::string message;
    // What kind of error, for a program that says it in its own words ("" when not set), and
    // the values the message names, in the order the message names them.
    std::string key;
    std::vector<std::string> args;

    // "line L column C: message", or just the message without a line.
    std::string text() const;
};

template <class T> struct Parsed {
    std::optional<T> value;
    ParseError error;

    static Parsed fail(std::string message, int line = 0, int column = 0)
    {
        return Parsed{std::nullopt, ParseError{line, column, std::move(message)}};
    }
    static Parsed fail(std::string message, int line, int column, std::string key,
                       std::vector<std::string> args = {})
    {
        return Parsed{std::nullopt, ParseError{line, column, std::move(message), std::move(key),
                                               std::move(args)}};
    }
    static Parsed fail(ParseError error) { return Parsed{std::nullopt, std::move(error)}; }
    static Parsed ok(T v) { return Parsed{std::move(v), {}}; }
    explicit operator bool() const { return value.has_value(); }
    const T& operator*() const { return *value; }
    const T* operator->() const { return &*value; }
};

} // namespace flagfall
