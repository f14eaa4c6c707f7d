class Program_weight_tensor_meta_hidden_states_14:
    name = "hidden_states_14"
    shape = [1, 512, 50]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.1029767921246222e-07
    std = 1.2058099931784616e-05
    data = None
    min_val = -5.111384962219745e-05
    max_val = 4.80962626170367e-05
