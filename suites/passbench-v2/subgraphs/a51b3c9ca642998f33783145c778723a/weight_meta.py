class Program_weight_tensor_meta_query_layer_1:
    name = "query_layer_1"
    shape = [1, 12, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0018276111588389672
    std = 0.1113590614488261
    data = None
    min_val = -0.4922502338886261
    max_val = 0.4622246026992798


class Program_weight_tensor_meta_key_layer_1:
    name = "key_layer_1"
    shape = [1, 12, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0017316739937053665
    std = 0.11107672249129281
    data = None
    min_val = -0.47557181119918823
    max_val = 0.4871768355369568


class Program_weight_tensor_meta_value_layer_1:
    name = "value_layer_1"
    shape = [1, 12, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0007417527559043791
    std = 0.11142215749394548
    data = None
    min_val = -0.470609188079834
    max_val = 0.484063059091568


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 128, 128]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
