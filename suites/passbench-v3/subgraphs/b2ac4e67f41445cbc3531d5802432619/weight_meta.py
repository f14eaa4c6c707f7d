class Program_weight_tensor_meta_x_6:
    name = "x_6"
    shape = [1, 384, 28, 28]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0002457182871328995
    std = 0.05486401432097981
    data = None
    min_val = -0.26192668080329895
    max_val = 0.2542823255062103


class Program_weight_tensor_meta_hidden_states_22:
    name = "hidden_states_22"
    shape = [1, 28, 28, 192]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.119045008060799e-08
    std = 0.999357463087205
    data = None
    min_val = -3.833250045776367
    max_val = 5.120229721069336
