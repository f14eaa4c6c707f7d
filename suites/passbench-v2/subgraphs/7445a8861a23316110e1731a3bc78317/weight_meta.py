class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 12, 1214, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 9.704393860957699e-06
    std = 0.1104294239426553
    data = None
    min_val = -0.5335720777511597
    max_val = 0.4989694058895111


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 12, 1214, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00011516690909571208
    std = 0.1109341547476564
    data = None
    min_val = -0.518828272819519
    max_val = 0.5628200173377991


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 12, 1214, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.863972336904868e-05
    std = 0.11103343518488196
    data = None
    min_val = -0.5252139568328857
    max_val = 0.5967169404029846
