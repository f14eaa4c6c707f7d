class Program_weight_tensor_meta_hidden_states_12:
    name = "hidden_states_12"
    shape = [1, 56, 56, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.9074269975686613e-10
    std = 0.9999949121421254
    data = None
    min_val = -4.892517566680908
    max_val = 4.5689616203308105
