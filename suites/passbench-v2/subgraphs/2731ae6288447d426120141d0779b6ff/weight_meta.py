class Program_weight_tensor_meta_q_embed_5:
    name = "q_embed_5"
    shape = [1, 4, 128, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0028559544202955145
    std = 0.9999367587146437
    data = None
    min_val = -4.452214241027832
    max_val = 4.628751754760742


class Program_weight_tensor_meta_key_5:
    name = "key_5"
    shape = [1, 4, 128, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.004517047860240098
    std = 0.9999310621191618
    data = None
    min_val = -4.086318492889404
    max_val = 4.478376388549805


class Program_weight_tensor_meta_value_5:
    name = "value_5"
    shape = [1, 4, 128, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.006769703494593965
    std = 0.9999182916917754
    data = None
    min_val = -4.442066192626953
    max_val = 4.36297607421875


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 128, 128]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
