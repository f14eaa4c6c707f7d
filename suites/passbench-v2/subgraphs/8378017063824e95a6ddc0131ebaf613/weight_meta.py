class Program_weight_tensor_meta_query_layer:
    name = "query_layer"
    shape = [1, 12, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0011896790955114867
    std = 0.10997129681382892
    data = None
    min_val = -0.46355921030044556
    max_val = 0.44786110520362854


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 12, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0036711286311494153
    std = 0.11179903500429625
    data = None
    min_val = -0.4791222810745239
    max_val = 0.46604353189468384


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [1, 12, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0026082169714447545
    std = 0.1104670500106323
    data = None
    min_val = -0.5980712175369263
    max_val = 0.49124300479888916


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 128, 128]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
