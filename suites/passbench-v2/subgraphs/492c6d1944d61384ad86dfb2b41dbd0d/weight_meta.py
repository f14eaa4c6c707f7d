class Program_weight_tensor_meta_query_layer_1:
    name = "query_layer_1"
    shape = [1, 12, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.001973059641641702
    std = 0.11232729931860685
    data = None
    min_val = -0.4730573892593384
    max_val = 0.5083839297294617


class Program_weight_tensor_meta_key_layer_1:
    name = "key_layer_1"
    shape = [1, 12, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0011491738286970588
    std = 0.11061729407364215
    data = None
    min_val = -0.5284343361854553
    max_val = 0.4782474637031555


class Program_weight_tensor_meta_value_layer_1:
    name = "value_layer_1"
    shape = [1, 12, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0010078353445628352
    std = 0.11210985630574817
    data = None
    min_val = -0.4726760983467102
    max_val = 0.5538479089736938


class Program_weight_tensor_meta_attention_mask_3:
    name = "attention_mask_3"
    shape = [1, 12, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0003031149847200117
    std = 0.0010045148229627244
    data = None
    min_val = -0.0031511387787759304
    max_val = 0.004682351369410753
