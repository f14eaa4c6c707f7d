class Program_weight_tensor_meta_attn_weights_21:
    name = "attn_weights_21"
    shape = [6, 72, 72]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -8.00293522209385e-08
    std = 0.0014704190350253185
    data = None
    min_val = -0.0045262654311954975
    max_val = 0.004530966281890869
