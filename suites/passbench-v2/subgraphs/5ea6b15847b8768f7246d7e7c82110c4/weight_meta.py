class Program_weight_tensor_meta_attn_output_13:
    name = "attn_output_13"
    shape = [1, 40, 8, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0014783827164216612
    std = 0.02839087544163786
    data = None
    min_val = -0.08400904387235641
    max_val = 0.08611806482076645
