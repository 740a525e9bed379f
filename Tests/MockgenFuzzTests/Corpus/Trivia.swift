#!/usr/bin/env swift
// fuzz-corpus protocols: LineEndings, Tabs
protocol LineEndings {
	func crlf() -> Int
	var value: String { get }
}
#warning("check this")
protocol	Tabs	{
	func	tabbed(_	x:	Int)	->	Int
}
let √ = 2.0
prefix operator √
let emoji😀 = "😀"
