class Program_weight_tensor_meta_to_35:
    name = "to_35"
    shape = [1, 16, 64, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.007812499991931787
    std = 2.543568849701985e-05
    data = None
    min_val = 0.007694514933973551
    max_val = 0.007946879602968693


class Program_weight_tensor_meta_values_31:
    name = "values_31"
    shape = [1, 16, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.872554908776471e-05
    std = 0.025625064387887708
    data = None
    min_val = -0.10658890753984451
    max_val = 0.10987968742847443
