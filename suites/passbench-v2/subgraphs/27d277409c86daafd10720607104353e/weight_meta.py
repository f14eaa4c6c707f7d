class Program_weight_tensor_meta_hidden_states_21:
    name = "hidden_states_21"
    shape = [1, 49, 1, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.000253821857805466
    std = 0.03333948115306207
    data = None
    min_val = -0.13139915466308594
    max_val = 0.12494026124477386


class Program_weight_tensor_meta_key_layer_1:
    name = "key_layer_1"
    shape = [1, 1, 49, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0002475786418054501
    std = 0.03298424702342178
    data = None
    min_val = -0.1252332180738449
    max_val = 0.11731735616922379
