function __txtodo_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __txtodo_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __txtodo_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __txtodo_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __txtodo_parse_tokens -S
    set -l unparsed_tokens (__txtodo_tokens -pc)
    switch $unparsed_tokens[1]
    case 'txtodo'
        __txtodo_parse_subcommand 0 'file=' 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'list'
            __txtodo_parse_subcommand -r 1 'file=' 'json' 'today' 't/tomorrow' 'f/floating' 'l/later' 'color=' 'version' 'h/help'
        case 'add'
            __txtodo_parse_subcommand -r 1 'file=' 'f/floating' 't/tomorrow' 'l/later' 'o/on=' 'p/priority=' 'back=' 'e/every=' 'version' 'h/help'
        case 'done'
            __txtodo_parse_subcommand -r 1 'file=' 'version' 'h/help'
        case 'reopen'
            __txtodo_parse_subcommand -r 1 'file=' 'version' 'h/help'
        case 'delay'
            __txtodo_parse_subcommand -r 1 'file=' 'version' 'h/help'
        case 'rm'
            __txtodo_parse_subcommand -r 1 'file=' 'version' 'h/help'
        case 'note'
            __txtodo_parse_subcommand -r 2 'file=' 'version' 'h/help'
        case 'rename'
            __txtodo_parse_subcommand -r 2 'file=' 'version' 'h/help'
        case 'priority'
            __txtodo_parse_subcommand 2 'file=' 'version' 'h/help'
        case 'move'
            __txtodo_parse_subcommand 2 'file=' 'o/on=' 'version' 'h/help'
        case 'undo'
            __txtodo_parse_subcommand 0 'file=' 'version' 'h/help'
        case 'redo'
            __txtodo_parse_subcommand 0 'file=' 'version' 'h/help'
        case 'edit'
            __txtodo_parse_subcommand 0 'file=' 'version' 'h/help'
        case 'path'
            __txtodo_parse_subcommand 0 'file=' 'version' 'h/help'
        case 'log'
            __txtodo_parse_subcommand 0 'file=' 'days=' 'since=' 'unfinished' 'json' 'version' 'h/help'
        case 'merge'
            __txtodo_parse_subcommand 4 'version' 'h/help'
        case 'sync'
            __txtodo_parse_subcommand 0 'setup' 'file=' 'version' 'h/help'
        case 'open'
            __txtodo_parse_subcommand 2 'file=' 'version' 'h/help'
        case 'routines'
            __txtodo_parse_subcommand 0 'file=' 'json' 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'done'
                __txtodo_parse_subcommand -r 1 'file=' 'd/day=' 'version' 'h/help'
            end
        case 'review'
            __txtodo_parse_subcommand -r 1 'file=' 'json' 'version' 'h/help'
        case 'help'
            __txtodo_parse_subcommand -r 1 'version'
        end
    end
end

function __txtodo_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __txtodo_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __txtodo_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __txtodo_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__txtodo_tokens -p)
    if test -z "$(__txtodo_tokens -t)"
        set -l index (count (__txtodo_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'txtodo' -f
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'list' -d 'Print Floating, Today, Tomorrow and Later with the numbers other commands take.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'add' -d 'Add a task to Today (or to Tomorrow, Later, a day ahead, or a floating task, or a routine).'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'done' -d 'Check off tasks (numbers or parts of names).'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'reopen' -d 'Uncheck tasks.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'delay' -d 'Delay daily tasks to tomorrow (once each).'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'rm' -d 'Delete tasks (they go to the archive).'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'note' -d 'Add a note line to a task.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'rename' -d 'Rename a task.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'priority' -d 'Set a task\'s priority: 1 (the default, no mark), 2 (!!) or 3 (!!!).'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'move' -d 'Move a task up or down among its section\'s tasks, or to Today, Tomorrow, Floating or Later, or to a day (from Today to a later day it is a delay).'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'undo' -d 'Undo the latest change made by txtodo to the file (the app\'s too); again, the one before.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'redo' -d 'Make the latest undone change again (the app\'s too); again, the one undone before it.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'edit' -d 'Open the file in $VISUAL or $EDITOR (else vi), then apply the daily rules.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'path' -d 'Print the todo file\'s path.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'log' -d 'Print the record day by day, newest first: tasks done, expired unfinished and deleted.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'merge' -d 'Merge two versions of a todo (or archive) file into OURS; a git merge driver.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'sync' -d 'Commit, pull (merging with txtodo\'s merge driver) and push the file\'s git repository.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'open' -d 'Open a link of a task in the browser ($BROWSER, else xdg-open).'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'routines' -d 'List the routines: their days, where they stand today, their current and best streak.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'review' -d 'The unfinished tasks of every day since the review was last opened; N… brings them back.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo list" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo list" json' -l 'json' -d 'Print a stable JSON object instead of text (see the README for its fields).'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo list" today' -l 'today' -d 'Only Today\'s tasks.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo list" t tomorrow' -l 'tomorrow' -s 't' -d 'Only Tomorrow\'s tasks.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo list" f floating' -l 'floating' -s 'f' -d 'Only the floating tasks.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo list" l later' -l 'later' -s 'l' -d 'Only Later\'s tasks (scheduled, then the backlog).'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo list" color' -l 'color' -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never.' -rfka 'auto always never'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo list" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo add" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo add" f floating' -l 'floating' -s 'f' -d 'Add a floating task (at most three).'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo add" t tomorrow' -l 'tomorrow' -s 't' -d 'Add the task to Tomorrow.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo add" l later' -l 'later' -s 'l' -d 'Add the task to Later\'s backlog (no day).'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo add" o on' -l 'on' -s 'o' -d 'Add the task for a day: YYYY-MM-DD, MM-DD, a day name (fri), +N days, +Nw weeks or tomorrow.' -rfka ''
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo add" p priority' -l 'priority' -s 'p' -d 'Priority from 1 to 3.' -rfka ''
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo add" back' -l 'back' -d 'Put unfinished task N of `txtodo log --unfinished` back on Today.' -rfka ''
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo add" e every' -l 'every' -s 'e' -d 'Add a routine: a task made on Today on these days (weekday, mon,thu, 1st,15, last, month, 2 weeks, dec 25).' -rfka 'day weekday weekend mon tue wed thu fri sat sun 1st last month week'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo add" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo add" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo done" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo done" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo done" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo reopen" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo reopen" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo reopen" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo delay" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo delay" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo delay" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo rm" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo rm" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo rm" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo note" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo note" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo note" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo rename" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo rename" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo rename" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo priority" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo priority" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo priority" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo move" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo move" -eq 1' -fka 'up down top bottom floating today tomorrow later'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo move" o on' -l 'on' -s 'o' -d 'The day it goes to: YYYY-MM-DD, MM-DD, a day name (fri), +N days, +Nw weeks or tomorrow.' -rfka ''
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo move" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo move" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo undo" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo undo" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo undo" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo redo" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo redo" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo redo" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo edit" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo edit" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo edit" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo path" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo path" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo path" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo log" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo log" days' -l 'days' -d 'Today and the N days before it.' -rfka ''
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo log" since' -l 'since' -d 'From this day (YYYY-MM-DD) to today.' -rfka ''
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo log" unfinished' -l 'unfinished' -d 'Only the tasks that expired unfinished.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo log" json' -l 'json' -d 'Print a stable JSON object instead of text (see the README for its fields).'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo log" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo log" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo merge" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo merge" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo sync" setup' -l 'setup' -d 'Only register txtodo\'s merge driver for the file and its archive.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo sync" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo sync" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo sync" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo open" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo open" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo open" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo routines" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo routines" json' -l 'json' -d 'Print a stable JSON object instead of text (see the README for its fields).'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo routines" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo routines" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_positional "txtodo routines" -eq 1' -fa 'done' -d 'Mark a missed day of a routine done after the fact.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo routines done" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo routines done" d day' -s 'd' -l 'day' -d 'The missed day: YYYY-MM-DD, yesterday, or a day name (sat: the last Saturday before today).' -rfka ''
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo routines done" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo routines done" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo review" file' -l 'file' -d 'The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).' -rF
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo review" json' -l 'json' -d 'Print a stable JSON object instead of text (see docs/json.md).'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo review" version' -l 'version' -d 'Show the version.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo review" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'txtodo' -n '__txtodo_should_offer_completions_for_flags_or_options "txtodo help" version' -l 'version' -d 'Show the version.'
