class Program_weight_tensor_meta_hidden_states_83:
    name = "hidden_states_83"
    shape = [1, 49, 5, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0010109798927297395
    std = 0.07105135589281103
    data = None
    min_val = -0.2688300907611847
    max_val = 0.2835894823074341


class Program_weight_tensor_meta_key_layer_5:
    name = "key_layer_5"
    shape = [1, 5, 49, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0003431792954406588
    std = 0.07163760232277645
    data = None
    min_val = -0.2839226722717285
    max_val = 0.2713298499584198
