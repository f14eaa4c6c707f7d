class Program_weight_tensor_meta_alibi_1:
    name = "alibi_1"
    shape = [4, 1, 19]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.7470703125
    std = 1.1441514274839986
    data = None
    min_val = 0.0
    max_val = 4.5


class Program_weight_tensor_meta_query_layer_1:
    name = "query_layer_1"
    shape = [4, 19, 8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.00013613485105835074
    std = 0.02447023939174814
    data = None
    min_val = -0.07489348948001862
    max_val = 0.07621141523122787


class Program_weight_tensor_meta_key_layer_1:
    name = "key_layer_1"
    shape = [4, 8, 19]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.385551002398164e-05
    std = 0.023314881919443198
    data = None
    min_val = -0.07706250250339508
    max_val = 0.06841161847114563


class Program_weight_tensor_meta_causal_mask_4:
    name = "causal_mask_4"
    shape = [1, 1, 19, 19]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.6118637472351367e+38
    std = 1.7014117331926441e+38
    data = None
    min_val = -3.4028234663852886e+38
    max_val = 0.0
