class Program_weight_tensor_meta_hidden_states_82:
    name = "hidden_states_82"
    shape = [1, 640, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.170039264792752e-08
    std = 0.000583935932854447
    data = None
    min_val = -0.003945585805922747
    max_val = 0.0038784348871558905
