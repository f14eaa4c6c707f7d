class Program_weight_tensor_meta_hidden_states_54:
    name = "hidden_states_54"
    shape = [1, 14, 14, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.9455578493681572e-10
    std = 0.9995928676965601
    data = None
    min_val = -4.820412635803223
    max_val = 4.70287561416626
