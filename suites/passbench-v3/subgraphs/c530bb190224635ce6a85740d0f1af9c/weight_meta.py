class Program_weight_tensor_meta_attn_weights:
    name = "attn_weights"
    shape = [6, 260, 260]
    dtype = "torch.float16"
    device = "cpu"
    mean = -5.680539455126455e-07
    std = 0.001246468864653797
    data = None
    min_val = -0.007544720079749823
    max_val = 0.00809033028781414
