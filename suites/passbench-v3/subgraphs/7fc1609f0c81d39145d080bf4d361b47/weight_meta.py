class Program_weight_tensor_meta_hidden_states_114:
    name = "hidden_states_114"
    shape = [1, 1024, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -5.807884934744069e-07
    std = 0.000689981197910208
    data = None
    min_val = -0.004087336827069521
    max_val = 0.0044987816363573074
