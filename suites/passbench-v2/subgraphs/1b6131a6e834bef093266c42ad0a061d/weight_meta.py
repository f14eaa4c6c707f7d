class Program_weight_tensor_meta_view_2:
    name = "view_2"
    shape = [1, 128, 18, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.3975986900494543e-06
    std = 0.008748309569666508
    data = None
    min_val = -0.03909386694431305
    max_val = 0.03938065841794014


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 18, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00011451929577180121
    std = 0.008649771584337076
    data = None
    min_val = -0.039961010217666626
    max_val = 0.03778400272130966
