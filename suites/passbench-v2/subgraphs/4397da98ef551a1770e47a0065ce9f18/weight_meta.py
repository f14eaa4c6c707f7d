class Program_weight_tensor_meta_hidden_states_83:
    name = "hidden_states_83"
    shape = [1, 128, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0011111242139373683
    std = 0.032674730572034356
    data = None
    min_val = -0.14166751503944397
    max_val = 0.11486583203077316


class Program_weight_tensor_meta_down_proj_10:
    name = "down_proj_10"
    shape = [1, 128, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.46795595371994e-05
    std = 0.0013610553195227272
    data = None
    min_val = -0.005783676635473967
    max_val = 0.004953810945153236
