class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 4, 4, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.005148148479408532
    std = 0.9999589540200574
    data = None
    min_val = -4.093323230743408
    max_val = 4.417117595672607


class Program_weight_tensor_meta_value_states_2:
    name = "value_states_2"
    shape = [1, 4, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0007449004856816543
    std = 0.12889861978574574
    data = None
    min_val = -0.6172724962234497
    max_val = 0.49923408031463623
