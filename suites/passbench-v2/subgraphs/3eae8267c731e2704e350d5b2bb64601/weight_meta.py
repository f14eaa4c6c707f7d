class Program_weight_tensor_meta_chunked_attn_probs:
    name = "chunked_attn_probs"
    shape = [12, 2, 256, 513]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0009708516104502339
    std = 0.0013003273701493972
    data = None
    min_val = 0.0
    max_val = 0.0038610037881881
