class Program_weight_tensor_meta_mul:
    name = "mul"
    shape = [1, 77, 2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0015813722064626718
    std = 0.21209641672125581
    data = None
    min_val = -1.0085502862930298
    max_val = 0.9682825207710266


class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [1, 77, 2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0009291258476679333
    std = 0.12461598941991489
    data = None
    min_val = -0.5925677418708801
    max_val = 0.5689086318016052
