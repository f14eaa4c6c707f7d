class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [1, 128, 4096]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0007498937501569242
    std = 0.20014351037140965
    data = None
    min_val = -1.058045744895935
    max_val = 0.9385146498680115
