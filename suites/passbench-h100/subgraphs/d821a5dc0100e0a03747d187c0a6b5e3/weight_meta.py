class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 17, 4096]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0873243687842158e-05
    std = 0.011798702550584956
    data = None
    min_val = -0.05064817890524864
    max_val = 0.051070984452962875
