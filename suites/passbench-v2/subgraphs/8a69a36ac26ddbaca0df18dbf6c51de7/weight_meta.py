class Program_weight_tensor_meta_attn_output_1:
    name = "attn_output_1"
    shape = [1, 31, 12, 128]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0001434720575184123
    std = 0.04973004410928129
    data = None
    min_val = -0.41866791248321533
    max_val = 0.48252105712890625
