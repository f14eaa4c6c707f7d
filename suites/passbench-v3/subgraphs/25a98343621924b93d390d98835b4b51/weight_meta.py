class Program_weight_tensor_meta_attention_probs_3:
    name = "attention_probs_3"
    shape = [1, 6, 128, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.007812500012889245
    std = 7.957559876606713e-05
    data = None
    min_val = 0.007459660992026329
    max_val = 0.008205488324165344


class Program_weight_tensor_meta_value_layer_1:
    name = "value_layer_1"
    shape = [1, 6, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0011325530555170715
    std = 0.1118456646593139
    data = None
    min_val = -0.4710227847099304
    max_val = 0.44552356004714966
