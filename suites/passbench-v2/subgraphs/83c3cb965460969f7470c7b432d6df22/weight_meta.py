class Program_weight_tensor_meta_query_layer_5:
    name = "query_layer_5"
    shape = [1, 64, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0004649828139693996
    std = 0.25602137122633284
    data = None
    min_val = -1.263119101524353
    max_val = 1.2030671834945679


class Program_weight_tensor_meta_key_layer_5:
    name = "key_layer_5"
    shape = [1, 64, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0007315332688606875
    std = 0.25628864101551063
    data = None
    min_val = -1.1703037023544312
    max_val = 1.208160400390625


class Program_weight_tensor_meta_value_layer_5:
    name = "value_layer_5"
    shape = [1, 64, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002118421871367458
    std = 0.25699814663373516
    data = None
    min_val = -1.1537432670593262
    max_val = 1.3402163982391357


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 128, 128]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
