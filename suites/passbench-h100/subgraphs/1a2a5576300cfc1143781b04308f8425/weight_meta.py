class Program_weight_tensor_meta_query_layer:
    name = "query_layer"
    shape = [1, 12, 15, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0022125813928950164
    std = 0.07196163565968383
    data = None
    min_val = -0.26922351121902466
    max_val = 0.23249945044517517


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 12, 15, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0004637888137242246
    std = 0.06969972534423577
    data = None
    min_val = -0.25653648376464844
    max_val = 0.23338763415813446


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [1, 12, 15, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0009938330213723626
    std = 0.07027747921928877
    data = None
    min_val = -0.230913907289505
    max_val = 0.2700656056404114


class Program_weight_tensor_meta_extended_attention_mask:
    name = "extended_attention_mask"
    shape = [1, 1, 15, 15]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
