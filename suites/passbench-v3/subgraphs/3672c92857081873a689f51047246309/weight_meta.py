class Program_weight_tensor_meta_query_28:
    name = "query_28"
    shape = [1, 8, 6, 16]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.74145466568613e-05
    std = 0.0004859694302296744
    data = None
    min_val = -0.0013335737166926265
    max_val = 0.0017517334781587124


class Program_weight_tensor_meta_key_28:
    name = "key_28"
    shape = [1, 8, 4096, 16]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 4.632416391693253e-05
    std = 0.045440448526028646
    data = None
    min_val = -0.2062467485666275
    max_val = 0.2236260175704956


class Program_weight_tensor_meta_value_27:
    name = "value_27"
    shape = [1, 8, 4096, 16]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.0891172198768118e-05
    std = 0.00022797625605436607
    data = None
    min_val = -0.0006067425129003823
    max_val = 0.000573041383177042
