class Program_weight_tensor_meta_x:
    name = "x"
    shape = [1, 64, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.1295702661439325e-35
    std = 1.6772185420588974e-34
    data = None
    min_val = -9.099185855608544e-34
    max_val = 9.862900861917938e-34


class Program_weight_tensor_meta_hidden_states_13:
    name = "hidden_states_13"
    shape = [1, 64, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.3921744712442498e-26
    std = 6.556462996661283e-26
    data = None
    min_val = -2.377511643947774e-25
    max_val = 4.85457161767765e-25
