class Program_weight_tensor_meta_hidden_states_26:
    name = "hidden_states_26"
    shape = [1, 20, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00011956015060263781
    std = 0.008402046271941443
    data = None
    min_val = -0.0400390625
    max_val = 0.05224609375


class Program_weight_tensor_meta_linear_21:
    name = "linear_21"
    shape = [1, 20, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -1.963085514944396e-06
    std = 0.001926452768376737
    data = None
    min_val = -0.0081787109375
    max_val = 0.008544921875
