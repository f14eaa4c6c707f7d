class Program_weight_tensor_meta_attn_output_187:
    name = "attn_output_187"
    shape = [1, 5184, 8, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.006073967978011034
    std = 0.06741568695707902
    data = None
    min_val = -0.17419613897800446
    max_val = 0.1738683134317398
