class Program_weight_tensor_meta_attn_output_13:
    name = "attn_output_13"
    shape = [1, 34, 8, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0032894904225679654
    std = 0.028092382648323797
    data = None
    min_val = -0.09121960401535034
    max_val = 0.10006587952375412
