class Program_weight_tensor_meta_hidden_states_88:
    name = "hidden_states_88"
    shape = [1, 7, 2048]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0015778382221307246
    std = 0.12845655549090246
    data = None
    min_val = -0.5607836842536926
    max_val = 0.49248021841049194
