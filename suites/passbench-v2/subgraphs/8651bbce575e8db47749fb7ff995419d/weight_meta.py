class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 77, 2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0005834700729860179
    std = 0.13163653326364685
    data = None
    min_val = -0.6452531218528748
    max_val = 0.5591010451316833
