class Program_weight_tensor_meta_hidden_states_70:
    name = "hidden_states_70"
    shape = [1, 128, 8192]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0001561922029370858
    std = 0.11089069195732193
    data = None
    min_val = -0.5345613956451416
    max_val = 0.5472948551177979
