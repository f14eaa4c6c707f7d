class Program_weight_tensor_meta_query_2:
    name = "query_2"
    shape = [1, 8, 34, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0008121991164470648
    std = 0.19022199567418538
    data = None
    min_val = -0.8379760980606079
    max_val = 0.7288526892662048


class Program_weight_tensor_meta_key_2:
    name = "key_2"
    shape = [1, 8, 34, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.005348295593909611
    std = 0.19071435537809409
    data = None
    min_val = -0.8102320432662964
    max_val = 0.8100939393043518


class Program_weight_tensor_meta_value_2:
    name = "value_2"
    shape = [1, 8, 34, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0014407378546700462
    std = 0.12946369538112545
    data = None
    min_val = -0.5490089654922485
    max_val = 0.48661184310913086


class Program_weight_tensor_meta_attention_mask_3:
    name = "attention_mask_3"
    shape = [1, 1, 34, 34]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
