class Program_weight_tensor_meta_attn_weights:
    name = "attn_weights"
    shape = [1, 4, 19, 19]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.7470579766816108
    std = 1.136983973667074
    data = None
    min_val = -0.0022395956330001354
    max_val = 4.501251697540283


class Program_weight_tensor_meta_causal_mask_5:
    name = "causal_mask_5"
    shape = [1, 1, 19, 19]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.6118637472351367e+38
    std = 1.7014117331926441e+38
    data = None
    min_val = -3.4028234663852886e+38
    max_val = 0.0
