class Program_weight_tensor_meta_hidden_states_360:
    name = "hidden_states_360"
    shape = [1, 64, 4096]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002440868475487634
    std = 0.19979694481191052
    data = None
    min_val = -0.8946104049682617
    max_val = 0.8759118318557739
