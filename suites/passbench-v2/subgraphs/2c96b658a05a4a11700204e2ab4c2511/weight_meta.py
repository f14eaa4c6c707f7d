class Program_weight_tensor_meta_attn_output_50:
    name = "attn_output_50"
    shape = [2, 7, 12, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0009173709218104131
    std = 0.06187867482290973
    data = None
    min_val = -0.27629539370536804
    max_val = 0.17684908211231232
