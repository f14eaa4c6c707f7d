class Program_weight_tensor_meta_query_layer:
    name = "query_layer"
    shape = [1, 12, 12, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.008007863203172545
    std = 0.2608063793880976
    data = None
    min_val = -0.8654772639274597
    max_val = 1.0068151950836182


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 12, 12, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.007798890789704021
    std = 0.2510161267261501
    data = None
    min_val = -1.0526373386383057
    max_val = 0.9465437531471252


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [1, 12, 12, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00016356753369311465
    std = 0.15202829650711222
    data = None
    min_val = -0.558673620223999
    max_val = 0.7214328050613403


class Program_weight_tensor_meta_extended_attention_mask:
    name = "extended_attention_mask"
    shape = [1, 1, 12, 12]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
